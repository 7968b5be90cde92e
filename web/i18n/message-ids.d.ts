// Message ids typed from the English catalogue: react-intl's formatMessage and <FormattedMessage> accept only ids the
// catalogue has (FormatJS's documented augmentation).
import type { MessageId } from '../../shared/messages/en.ts';

declare global {
  namespace FormatjsIntl {
    interface Message {
      ids: MessageId;
    }
    interface IntlConfig {
      locale: 'en-US' | 'es-US';
    }
  }
}
