from collections import deque, Counter
import string

WORDS = {"cold", "cord", "card", "ward", "warm", "word", "worm", "wore", "core", "care"}


def neighbours(word, words):
    for i in range(len(word)):
        for ch in string.ascii_lowercase:
            if ch != word[i]:
                cand = word[:i] + ch + word[i + 1:]
                if cand in words:
                    yield cand


def ladder(start, goal, words):
    prev = {start: None}
    queue = deque([start])
    while queue:
        w = queue.popleft()
        if w == goal:
            path = []
            while w is not None:
                path.append(w)
                w = prev[w]
            return path[::-1]
        for n in sorted(neighbours(w, words)):
            if n not in prev:
                prev[n] = w
                queue.append(n)
    return None


def anagram_groups(words):
    groups = {}
    for w in words:
        groups.setdefault("".join(sorted(w)), []).append(w)
    return sorted((sorted(g) for g in groups.values() if len(g) > 1), key=lambda g: (len(g), g))


def main():
    print(" -> ".join(ladder("cold", "warm", WORDS)))
    print(ladder("cold", "xxxx", WORDS))
    letters = Counter("".join(sorted(WORDS)))
    print(letters.most_common(3), sum(letters.values()), letters["z"])
    print(anagram_groups(["listen", "silent", "enlist", "google", "gogole", "cat", "act", "dog"]))
    vowels = set("aeiou")
    print({w: sum(c in vowels for c in w) for w in sorted(WORDS)[:4]})
    return len(WORDS)


if __name__ == "__main__":
    main()
