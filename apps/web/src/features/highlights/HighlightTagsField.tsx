import { TagInputField } from '../../components/TagInputField';

/** A highlight's tags: the case's existing tags to pick from, or new ones typed. */
export function HighlightTagsField(props: { id: string; value: string[]; options: readonly string[]; onChange(tags: string[]): void; error?: string | undefined }) {
  return <TagInputField {...props} />;
}
