import { Info } from 'lucide-react';

/** SPEC §2 "Template list": the About Templates note. */
export function AboutTemplates() {
  return (
    <aside
      aria-labelledby="about-templates-title"
      className="mt-6 rounded-xl border border-blue-200 bg-blue-50 px-4 py-4 text-sm text-blue-900 dark:border-blue-900 dark:bg-blue-950/50 dark:text-blue-100"
    >
      <h2 id="about-templates-title" className="mb-2 flex items-center gap-2 font-semibold">
        <Info aria-hidden="true" className="h-4 w-4" />
        About Templates
      </h2>
      <ul className="list-disc space-y-1 pl-5">
        <li>Templates define the structure of checklists for each shift.</li>
        <li>When a new checklist is created, it uses the template matching its shift category.</li>
        <li>Only super admins can edit global templates.</li>
        <li>Store managers can create and edit templates for their own store.</li>
      </ul>
    </aside>
  );
}
