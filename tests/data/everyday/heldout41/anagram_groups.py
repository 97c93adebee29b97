WORDS = """listen silent enlist google inlets banana tinsel
stone tones notes onset seton apple pale leap plea peal
below elbow bowel state taste tastes""".split()


def signature(word: str) -> str:
    return "".join(sorted(word))


def main():
    groups: dict[str, list[str]] = {}
    for w in WORDS:
        groups.setdefault(signature(w), []).append(w)
    multi = {k: v for k, v in groups.items() if len(v) > 1}
    for key, members in sorted(multi.items(), key=lambda kv: (-len(kv[1]), kv[0])):
        print(f"{key:>8} ({len(members)}): {', '.join(sorted(members))}")
    singles = [v[0] for v in groups.values() if len(v) == 1]
    print("no anagram:", singles)
    letters = {}
    for w in WORDS:
        for ch in dict.fromkeys(w):
            letters[ch] = letters.get(ch, 0) + 1
    top = sorted(letters.items(), key=lambda p: p[1], reverse=True)[:5]
    print("letters in most words:", top)
    longest = max(WORDS, key=len)
    print("longest:", longest, "| shortest:", min(WORDS, key=len))
    palindromic = [w for w in WORDS if w == w[::-1]]
    print("palindromes:", palindromic or "none")
    print(len(WORDS), len(set(WORDS)), len(groups))


if __name__ == "__main__":
    main()
