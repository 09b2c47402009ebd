import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { RegulationMarkdown } from './regulation-markdown';

declare global {
  interface Window {
    __pwned?: number;
  }
}

afterEach(() => {
  delete window.__pwned;
});

describe('regulations markdown', () => {
  it('renders markdown and never runs raw HTML', () => {
    const content = [
      '# Nội quy',
      '',
      '- Giao đồ **đúng giờ**',
      '',
      '<script>window.__pwned = 1</script>',
      '',
      '<img src="x" onerror="window.__pwned = 2">',
      '',
      'Đoạn có <b onmouseover="window.__pwned = 3">thẻ</b> HTML và [liên kết xấu](javascript:window.__pwned=4).',
    ].join('\n');
    const { container } = render(<RegulationMarkdown content={content} />);

    // The page's h1 names the rules: the text's own title is not a second one.
    expect(screen.queryByRole('heading', { name: 'Nội quy' })).toBeNull();
    expect(container.querySelector('strong')?.textContent).toBe('đúng giờ');
    expect(container.querySelector('script')).toBeNull();
    expect(container.querySelector('img')).toBeNull();
    expect(container.querySelector('[onerror], [onmouseover]')).toBeNull();
    expect(screen.getByText('liên kết xấu')).toBeTruthy();
    for (const link of container.querySelectorAll('a'))
      expect(link.getAttribute('href') ?? '').not.toMatch(/javascript:/i);
    // Nothing above can run later: no script, image or handler attribute is left to run it.
    expect(window.__pwned).toBeUndefined();
  });

  it('keeps one title: drops the leading # line and turns later # headings into sections', () => {
    render(<RegulationMarkdown content={'# Nội quy dịch vụ giặt sấy TSA\n\nMở đầu.\n\n## 1. Đặt đơn\n\n# Phụ lục'} />);
    expect(screen.queryByRole('heading', { level: 1 })).toBeNull();
    expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual(['1. Đặt đơn', 'Phụ lục']);
    expect(screen.getByText('Mở đầu.')).toBeTruthy();
  });
});
