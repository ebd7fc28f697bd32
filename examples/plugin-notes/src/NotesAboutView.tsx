import { Button, usePluginContext, usePluginState, useTranslate } from 'portico/ui'

/** NotesAbout: opened from Connect, what signed notes are, how many this visit has, and back to the wallets. */
export default function NotesAboutView() {
  const { t } = useTranslate()
  const context = usePluginContext('example-notes')
  const signed = usePluginState('example-notes')?.notes ?? []
  return (
    <div className="pt-stack">
      <p>{t('notes.about')}</p>
      <p className="pt-muted">{t('notes.count', { count: signed.length })}</p>
      <Button variant="primary" onClick={() => context.router.goBack()}>
        {t('notes.chooseWallet')}
      </Button>
    </div>
  )
}
