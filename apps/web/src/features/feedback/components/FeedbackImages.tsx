import { useSiteConfig } from '../../../lib/siteConfig.ts'

/** Uploaded images, served below image_domain of /basic/config. */
export function FeedbackImages({ paths, testId }: { paths: readonly string[]; testId?: string }) {
  const domain = useSiteConfig().data?.image_domain ?? ''
  if (paths.length === 0) return null
  return (
    <div className="feedback-images" data-testid={testId}>
      {paths.map((path) => (
        <a key={path} href={`${domain}${path}`} target="_blank" rel="noopener noreferrer">
          <img src={`${domain}${path}`} alt="" loading="lazy" />
        </a>
      ))}
    </div>
  )
}
