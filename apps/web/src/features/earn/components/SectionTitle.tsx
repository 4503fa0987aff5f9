/** A section's heading, shown when the "all" tab stacks the three sections. */
export function SectionTitle({ text, shown }: { text: string; shown: boolean }) {
  return shown ? <h2 className="earn-section-title">{text}</h2> : null
}
