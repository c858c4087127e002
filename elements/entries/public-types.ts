/** The elements' public types, named once for every entry (no React in any of them). */
export type { AppShellEventMap, AppShellProps, ShellErrorDetail, ShellReadyDetail } from '../app-shell/app-shell.types.ts';
export type {
  ActionDoneDetail,
  ActionRequestDetail,
  EntityListEventMap,
  EntityListProps,
  RowOpenDetail,
  SelectionChangeDetail,
} from '../entity-list/entity-list.types.ts';
export type {
  EntityFormEventMap,
  EntityFormProps,
  EntityFormState,
  FormCancelDetail,
  FormSavedDetail,
  FormSubmitDetail,
} from '../entity-form/entity-form.types.ts';
export type { PdfErrorDetail, PdfLoadedDetail, PdfSource, PdfViewerEventMap, PdfViewerProps } from '../pdf-viewer/pdf-viewer.types.ts';
