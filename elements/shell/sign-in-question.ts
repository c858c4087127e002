/**
 * The question a sign-in link for another account raises while someone is signed in (core's
 * session asks it through `state.$signInQuestion`): switch to the link's account, or keep the current one.
 * Drawn with the DOM alone, like the login card it looks like, since it may come before React
 * (a link opened in a new page); loaded only when a question comes.
 */
import { defineWords } from '../../core/i18n/index.ts';
import type { Platform, SignInQuestion } from '../../core/index.ts';
import { element, nextViewId } from './dom.ts';
import type { FirstScreenView } from './dom.ts';

const words = defineWords('signInQuestion', {
  title: ['切换账号？', 'Switch account?'],
  text: [
    '您当前以 %s 登录。此链接将以 %s 登录：切换后 %s 打开的页面将关闭，未保存的草稿将被删除。',
    'You are signed in as %s. This link signs in as %s: switching closes the pages %s has open and deletes unsaved drafts.',
  ],
  keep: ['继续以 %s 使用', 'Stay signed in as %s'],
  switchTo: ['切换为 %s', 'Switch to %s'],
});

/** Draws `question` until it is answered (a button, or Escape for "keep"); returns its view. */
export function createSignInQuestionView(platform: Platform, question: SignInQuestion): FirstScreenView {
  const { state } = platform;
  const id = nextViewId('sign-in-question');
  const title = element('h2', { id: `${id}-title` });
  const text = element('p', { id: `${id}-text`, className: 'login-current' });
  const keep = element('button', { type: 'button', className: 'role-choice' });
  keep.dataset.answer = 'keep';
  const switchTo = element('button', { type: 'button', className: 'login-submit' });
  switchTo.dataset.answer = 'switch';
  const card = element('div', { className: 'login-card', role: 'alertdialog' }, [
    title,
    text,
    element('div', { className: 'sign-in-answers' }, [keep, switchTo]),
  ]);
  card.setAttribute('aria-modal', 'true');
  card.setAttribute('aria-labelledby', title.id);
  card.setAttribute('aria-describedby', text.id);
  const backdrop = element('div', { className: 'sign-in-question', part: 'sign-in-question' }, [card]);

  const draw = () => {
    const t = words(state.$language.get());
    const { current, arriving } = question;
    title.textContent = t('title');
    text.textContent = t('text', current.name, arriving.name, current.name);
    keep.textContent = t('keep', current.name);
    switchTo.textContent = t('switchTo', arriving.name);
  };
  const onKey = (event: KeyboardEvent) => {
    if (event.key === 'Escape') {
      event.preventDefault();
      question.answer(false);
    } else if (event.key === 'Tab') {
      // Two buttons, and nothing behind the question to reach meanwhile.
      event.preventDefault();
      (event.target === keep ? switchTo : keep).focus();
    }
  };
  keep.addEventListener('click', () => question.answer(false));
  switchTo.addEventListener('click', () => question.answer(true));
  card.addEventListener('keydown', onKey);
  const stop = state.$language.listen(draw);
  draw();

  return {
    element: backdrop,
    // Keeping is the answer that changes nothing: it has the focus, as Escape means it.
    shown: () => keep.focus(),
    destroy() {
      stop();
      backdrop.remove();
    },
  };
}
