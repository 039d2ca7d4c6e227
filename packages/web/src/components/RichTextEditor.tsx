// The one rich-text editor (poll descriptions and reports, instruction pages): Tiptap through
// Mantine, writing the HTML the server keeps after sanitising (server lib/richText.ts allows
// the same tags). Admin pages load it lazily; it is heavy and no worker screen needs it.
import '@mantine/tiptap/styles.layer.css';
import { Input } from '@mantine/core';
import { Link, RichTextEditor as MantineEditor } from '@mantine/tiptap';
import { useEditor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { useEffect, useId } from 'react';
import { useTranslation } from 'react-i18next';
import './richTextTexts.ts';

type Props = {
  label: string;
  value: string;
  onChange: (html: string) => void;
  error?: string | undefined;
  description?: string | undefined;
  'data-testid'?: string;
};

/** Empty editor HTML counts as no text, so an untouched field stays ''. */
const EMPTY = '<p></p>';

export default function RichTextEditor({ label, value, onChange, error, description, ...rest }: Props) {
  const { t } = useTranslation();
  const labelId = useId();
  const editor = useEditor({
    // StarterKit's own link is replaced by Mantine's (its link dialog and Mod-K).
    extensions: [StarterKit.configure({ link: false, heading: { levels: [2, 3, 4] } }), Link],
    content: value,
    editorProps: { attributes: { 'aria-labelledby': labelId, role: 'textbox', 'aria-multiline': 'true' } },
    onUpdate: ({ editor: e }) => {
      const html = e.getHTML();
      onChange(html === EMPTY ? '' : html);
    },
  });

  // A value changed from outside (the form reset, a loaded poll) replaces the content.
  useEffect(() => {
    // A Suspense boundary that hides and shows the editor again re-runs this with the editor
    // already destroyed by the hide (its schema gone): nothing to replace then.
    if (!editor || editor.isDestroyed) return;
    const current = editor.getHTML();
    if (value !== current && !(value === '' && current === EMPTY))
      editor.commands.setContent(value, { emitUpdate: false });
  }, [editor, value]);

  return (
    <Input.Wrapper label={label} labelProps={{ id: labelId }} error={error} description={description}>
      <MantineEditor
        editor={editor}
        labels={{
          boldControlLabel: t('richText.bold'),
          italicControlLabel: t('richText.italic'),
          strikeControlLabel: t('richText.strike'),
          h2ControlLabel: t('richText.heading', { level: 2 }),
          h3ControlLabel: t('richText.heading', { level: 3 }),
          bulletListControlLabel: t('richText.bulletList'),
          orderedListControlLabel: t('richText.orderedList'),
          blockquoteControlLabel: t('richText.quote'),
          linkControlLabel: t('richText.link'),
          unlinkControlLabel: t('richText.unlink'),
          linkEditorInputLabel: t('richText.linkAddress'),
          linkEditorInputPlaceholder: 'https://…',
          linkEditorSave: t('richText.save'),
          clearFormattingControlLabel: t('richText.clear'),
        }}
        data-testid={rest['data-testid']}
        mt={4}
      >
        <MantineEditor.Toolbar>
          <MantineEditor.ControlsGroup>
            <MantineEditor.Bold />
            <MantineEditor.Italic />
            <MantineEditor.Strikethrough />
            <MantineEditor.ClearFormatting />
          </MantineEditor.ControlsGroup>
          <MantineEditor.ControlsGroup>
            <MantineEditor.H2 />
            <MantineEditor.H3 />
            <MantineEditor.BulletList />
            <MantineEditor.OrderedList />
            <MantineEditor.Blockquote />
          </MantineEditor.ControlsGroup>
          <MantineEditor.ControlsGroup>
            <MantineEditor.Link />
            <MantineEditor.Unlink />
          </MantineEditor.ControlsGroup>
        </MantineEditor.Toolbar>
        <MantineEditor.Content mih={160} />
      </MantineEditor>
    </Input.Wrapper>
  );
}
