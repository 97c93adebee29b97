"""A small string-utility module with unit-test-like self checks using assert."""


def slugify(text):
    out, dash = [], False
    for ch in text.lower():
        if ch.isalnum():
            out.append(ch)
            dash = False
        elif not dash and out:
            out.append("-")
            dash = True
    return "".join(out).rstrip("-")


def chunk(seq, size):
    if size < 1:
        raise ValueError("size must be >= 1")
    return [seq[i:i + size] for i in range(0, len(seq), size)]


def is_palindrome(s):
    cleaned = [c for c in s.casefold() if c.isalnum()]
    return cleaned == cleaned[::-1]


def caesar(text, shift):
    def rot(c):
        if c.isupper():
            return chr((ord(c) - 65 + shift) % 26 + 65)
        if c.islower():
            return chr((ord(c) - 97 + shift) % 26 + 97)
        return c
    return "".join(map(rot, text))


TESTS = []


def test(fn):
    TESTS.append(fn)
    return fn


@test
def test_slugify():
    assert slugify("Hello, World!") == "hello-world"
    assert slugify("  many   spaces  ") == "many-spaces"
    assert slugify("") == ""


@test
def test_chunk():
    assert chunk([1, 2, 3, 4, 5], 2) == [[1, 2], [3, 4], [5]]
    assert chunk("abcdef", 3) == ["abc", "def"]
    try:
        chunk([1], 0)
    except ValueError as e:
        assert "size" in str(e)
    else:
        assert False, "expected ValueError"


@test
def test_palindrome():
    assert is_palindrome("A man, a plan, a canal: Panama")
    assert not is_palindrome("clauz3")


@test
def test_caesar_roundtrip():
    msg = "Attack at Dawn!"
    assert caesar(caesar(msg, 3), -3) == msg
    assert caesar("xyz", 3) == "abc", caesar("xyz", 3)


@test
def test_deliberately_wrong():
    assert slugify("A_B") == "a_b", f"got {slugify('A_B')!r}"


def run_all():
    passed = failed = 0
    for fn in TESTS:
        try:
            fn()
        except AssertionError as exc:
            failed += 1
            print(f"FAIL {fn.__name__}: {exc}")
        else:
            passed += 1
            print(f"ok   {fn.__name__}")
    print(f"{passed} passed, {failed} failed")
    return failed == 0


def main():
    ok = run_all()
    print("suite green" if ok else "suite red")


if __name__ == "__main__":
    main()
