import { browserStorage, jsonFields, parseJson, tabStorage } from '@/lib/tab-storage';

const asCount = (value: unknown) => {
  const { count } = jsonFields(value);
  return typeof count === 'number' ? count : null;
};

afterEach(() => jest.restoreAllMocks());

describe('tab and browser storage', () => {
  it('keeps, reads and forgets in session storage and local storage apart', () => {
    expect(tabStorage.keep('k', 'tab')).toBe(true);
    expect(browserStorage.keep('k', JSON.stringify({ count: 2 }))).toBe(true);
    expect(window.sessionStorage.getItem('k')).toBe('tab');
    expect(tabStorage.read('k')).toBe('tab');
    expect(browserStorage.readJson('k', asCount)).toBe(2);
    tabStorage.forget('k');
    expect(tabStorage.read('k')).toBeNull();
    expect(browserStorage.read('k')).toBe('{"count":2}');
  });

  it('reads nothing from what is not JSON or what the check refuses', () => {
    expect(parseJson('{not json', asCount)).toBeNull();
    expect(parseJson('', asCount)).toBeNull();
    expect(parseJson(null, asCount)).toBeNull();
    expect(parseJson('null', asCount)).toBeNull();
    expect(parseJson('[1]', asCount)).toBeNull();
    expect(parseJson('{"count":"2"}', asCount)).toBeNull();
    expect(parseJson('{"count":2}', asCount)).toBe(2);
  });

  it('never throws where storage is blocked: nothing is read, and a write says it kept nothing', () => {
    for (const method of ['getItem', 'setItem', 'removeItem'] as const) {
      jest.spyOn(Storage.prototype, method).mockImplementation(() => {
        throw new DOMException('The operation is insecure.', 'SecurityError');
      });
    }
    for (const storage of [tabStorage, browserStorage]) {
      expect(storage.keep('k', 'v')).toBe(false);
      expect(storage.read('k')).toBeNull();
      expect(storage.readJson('k', asCount)).toBeNull();
      expect(() => storage.forget('k')).not.toThrow();
    }
  });

  it('says a write to full storage kept nothing, and drops the older value of that key (not of others), so no read takes it for the new one', () => {
    window.localStorage.setItem('k', '{"count":1}');
    window.localStorage.setItem('other', '{"count":3}');
    jest.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
    });
    expect(browserStorage.keep('k', '{"count":2}')).toBe(false);
    expect(browserStorage.readJson('k', asCount)).toBeNull();
    expect(browserStorage.readJson('other', asCount)).toBe(3);
  });
});
