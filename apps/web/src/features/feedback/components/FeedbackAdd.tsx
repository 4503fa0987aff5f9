import { useId, useRef, useState, type ChangeEvent } from 'react'
import { ImagePlus, X } from 'lucide-react'
import { useNavigate } from 'react-router'
import { useTranslation } from 'react-i18next'
import { FEEDBACK_MAX_CHARS, FEEDBACK_MAX_IMAGES } from '@hapdex/core/api/feedback'
import { Button } from '../../../components/Button.tsx'
import { SignedOut } from '../../../components/SignedOut.tsx'
import { href } from '../../../config/paths.ts'
import { useSession } from '../../../lib/session.ts'
import { SignatureRefusedError } from '../../../lib/signedAction.ts'
import { successMessage } from '../../../lib/serverMessage.ts'
import { toastError, toastSuccess } from '../../../lib/toast.ts'
import { useFeedbackCategories } from '../api/feedbackCategories.ts'
import { useFeedbackPost } from '../api/feedbackPost.ts'
import { useUploadImage } from '../api/uploadImage.ts'
import { checkImageFile } from '../lib/imageFile.ts'
import '../feedback.css'
import { FeedbackImages } from './FeedbackImages.tsx'

/** fankuiadd: text up to 800 characters and 1–3 png/jpeg images, each checked before upload. */
export default function FeedbackAdd() {
  const { t } = useTranslation()
  const navigate = useNavigate()
  const session = useSession()
  const categories = useFeedbackCategories()
  const upload = useUploadImage()
  const post = useFeedbackPost()
  const textId = useId()
  const fileInput = useRef<HTMLInputElement>(null)
  const [content, setContent] = useState('')
  const [images, setImages] = useState<string[]>([])
  const [categoryId, setCategoryId] = useState<number>()
  const category = categoryId ?? categories.data?.list[0]?.id

  if (!session) return <div className="screen"><SignedOut title={t('feedback.add')} description={t('feedback.connectFirst')} testId="feedback-signed-out" /></div>

  const addFiles = async (event: ChangeEvent<HTMLInputElement>) => {
    const files = [...(event.target.files ?? [])]
    event.target.value = ''
    let uploaded = images
    for (const file of files) {
      if (uploaded.length >= FEEDBACK_MAX_IMAGES) {
        toastError(t('feedback.maxImages', { count: FEEDBACK_MAX_IMAGES }))
        break
      }
      const problem = await checkImageFile(file)
      if (problem) {
        toastError(t(problem))
        continue
      }
      try {
        uploaded = [...uploaded, await upload.mutateAsync(file)]
        setImages(uploaded)
      } catch {
        // The upload call has told the user.
        break
      }
    }
  }

  const ready = content.trim() !== '' && images.length > 0 && category !== undefined
  const submit = () => {
    if (!ready || post.isPending || category === undefined) return
    post.mutate(
      { categoryId: category, content, images },
      {
        onSuccess: ({ msg }) => {
          toastSuccess(successMessage(msg, t('feedback.sent')))
          void navigate(href('fankui'))
        },
        onError: (error) => {
          if (error instanceof SignatureRefusedError) toastError(t('d186'))
        },
      },
    )
  }

  return (
    <div className="screen feedback-screen" data-testid="feedback-add-screen">
      <h1 className="feedback-title">{t('feedback.add')}</h1>
      <div className="card stack">
        <div className="feedback-categories" role="radiogroup" aria-label={t('feedback.category')}>
          {(categories.data?.list ?? []).map((item) => (
            <button key={item.id} type="button" role="radio" aria-checked={item.id === category} className="feedback-category" onClick={() => setCategoryId(item.id)}>
              {item.name}
            </button>
          ))}
        </div>
        <label className="field-label" htmlFor={textId}>
          {t('feedback.content')}
        </label>
        <textarea
          id={textId}
          className="text-input feedback-textarea"
          value={content}
          maxLength={FEEDBACK_MAX_CHARS}
          onChange={(event) => setContent(event.target.value.slice(0, FEEDBACK_MAX_CHARS))}
          placeholder={t('feedback.placeholder')}
          rows={6}
          data-testid="feedback-text"
        />
        <p className="muted feedback-counter num" data-testid="feedback-counter">
          {content.length}/{FEEDBACK_MAX_CHARS}
        </p>
        <span className="field-label">{t('feedback.images', { count: FEEDBACK_MAX_IMAGES })}</span>
        <div className="feedback-uploads">
          {images.map((path) => (
            <div key={path} className="feedback-upload" data-testid="feedback-upload">
              <FeedbackImages paths={[path]} />
              <button type="button" className="icon-button feedback-remove" aria-label={t('feedback.removeImage')} onClick={() => setImages(images.filter((item) => item !== path))}>
                <X aria-hidden="true" size={16} />
              </button>
            </div>
          ))}
          {images.length < FEEDBACK_MAX_IMAGES ? (
            <button type="button" className="feedback-add-image" onClick={() => fileInput.current?.click()} aria-label={t('feedback.addImage')} disabled={upload.isPending}>
              <ImagePlus aria-hidden="true" size={28} />
            </button>
          ) : null}
          <input ref={fileInput} type="file" accept="image/png,image/jpeg" multiple hidden onChange={(event) => void addFiles(event)} data-testid="feedback-file" />
        </div>
        <Button block disabled={!ready} loading={post.isPending || upload.isPending} onClick={submit} data-testid="feedback-submit">
          {t('feedback.submit')}
        </Button>
      </div>
    </div>
  )
}
