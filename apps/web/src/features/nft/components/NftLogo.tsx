import { Gem } from 'lucide-react'
import { useState } from 'react'

/** An NFT's logo (an upload or an image shipped with the app); a gem while it is missing or fails. */
export function NftLogo({ src, name }: { src: string; name: string }) {
  const [failed, setFailed] = useState(false)
  if (failed || src === '') return <Gem aria-hidden="true" size={48} className="nft-logo nft-logo-fallback" />
  return <img className="nft-logo" src={src} alt={name} width={56} height={56} loading="lazy" onError={() => setFailed(true)} />
}
