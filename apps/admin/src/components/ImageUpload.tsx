import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { uploadConsoleImage } from '../api/client.ts'

/** A file picker that uploads a png or jpeg and hands back its path; the server's message shows beside it when refused. */
export function ImageUpload({ id, label, onUploaded }: { id: string; label: string; onUploaded: (path: string) => void }) {
  const { t } = useTranslation()
  const [state, setState] = useState<{ busy: boolean; error: string }>({ busy: false, error: '' })
  return (
    <div className="field upload">
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        type="file"
        accept="image/png,image/jpeg"
        disabled={state.busy}
        aria-describedby={`${id}-error`}
        onChange={(event) => {
          const file = event.target.files?.[0]
          event.target.value = ''
          if (file === undefined) return
          setState({ busy: true, error: '' })
          uploadConsoleImage(file)
            .then((path) => {
              setState({ busy: false, error: '' })
              onUploaded(path)
            })
            .catch((error: unknown) => setState({ busy: false, error: error instanceof Error ? error.message : t('content.uploadFailed') }))
        }}
      />
      {state.busy && <span className="muted">{t('content.uploading')}</span>}
      <span id={`${id}-error`} role="alert" className="error">
        {state.error}
      </span>
    </div>
  )
}
