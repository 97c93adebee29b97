"""Operators' methods called by name on strings, as code passing them around as callables does."""


def main():
    word = "banana"
    print(word.__len__(), "banana".__contains__("nan"), word.__getitem__(2), word.__getitem__(slice(1, 4)))
    vowels = "aeiou"
    is_vowel = vowels.__contains__
    print([ch for ch in word if is_vowel(ch)], list(map("xyz".__contains__, "axbyc")))
    letters = "abcdef"
    pick = letters.__getitem__
    print([pick(i) for i in (0, 2, -1)], sorted(["ccc", "a", "bb"], key=str.__len__))
    print(max(["pear", "fig", "banana"], key=len), sum(map(str.__len__, ["ab", "cde"])))
    for call in (lambda: word.__len__(1), lambda: word.__getitem__(), lambda: word.__getitem__(10),
                 lambda: word.__contains__(3), lambda: word.__getitem__("x"), lambda: word.__contains__()):
        try:
            print(call())
        except (TypeError, IndexError) as exc:
            print(f"{type(exc).__name__}: {exc}")
    print(str.__len__("abc"), list.__len__([1, 2]), dict.__getitem__({"k": 9}, "k"), tuple.__contains__((1, 2), 2))
    print(list(map(list.__len__, [[1], [], [2, 3]])), sorted([(3,), (1, 2)], key=tuple.__len__))
    for call in (lambda: str.__len__(), lambda: dict.__getitem__(), lambda: set.__contains__(),
                 lambda: str.__len__(3), lambda: bytes.__len__("x"), lambda: dict.__contains__([], 1),
                 lambda: frozenset.__contains__(set(), 1), lambda: dict.__getitem__({}), lambda: str.__len__(True)):
        try:
            print(call())
        except TypeError as exc:
            print(f"TypeError: {exc}")
    return word.__len__() + "".__len__()
