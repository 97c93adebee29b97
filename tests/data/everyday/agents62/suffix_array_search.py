"""Build a suffix array and LCP array, then search substrings with bisect."""
import bisect


def suffix_array(text):
    return sorted(range(len(text)), key=lambda i: text[i:])


def lcp_array(text, sa):
    rank = [0] * len(text)
    for r, i in enumerate(sa):
        rank[i] = r
    lcp, h = [0] * len(text), 0
    for i in range(len(text)):
        if rank[i] > 0:
            j = sa[rank[i] - 1]
            while i + h < len(text) and j + h < len(text) and text[i + h] == text[j + h]:
                h += 1
            lcp[rank[i]] = h
            if h:
                h -= 1
        else:
            h = 0
    return lcp


def find_all(text, sa, pattern):
    keyed = [text[i:i + len(pattern)] for i in sa]
    lo = bisect.bisect_left(keyed, pattern)
    hi = bisect.bisect_right(keyed, pattern)
    return sorted(sa[lo:hi])


def find_all_key(text, sa, pattern):
    n = len(pattern)
    lo = bisect.bisect_left(sa, pattern, key=lambda i: text[i:i + n])
    hi = bisect.bisect_right(sa, pattern, key=lambda i: text[i:i + n])
    return sorted(sa[lo:hi])


def longest_repeat(text, sa, lcp):
    best = max(range(len(lcp)), key=lambda r: lcp[r], default=0)
    return text[sa[best]:sa[best] + lcp[best]]


def main():
    text = "banana"
    sa = suffix_array(text)
    lcp = lcp_array(text, sa)
    print(" r  sa lcp suffix")
    for r, (i, l) in enumerate(zip(sa, lcp)):
        print(f"{r:2} {i:3} {l:3} {text[i:]}")
    corpus = "the quick brown fox jumps over the lazy dog; the dog sleeps, the fox runs"
    sa = suffix_array(corpus)
    lcp = lcp_array(corpus, sa)
    for pattern in ["the", "fox", "dog", "o", "cat", " the "]:
        hits = find_all(corpus, sa, pattern)
        assert hits == find_all_key(corpus, sa, pattern)
        print(f"{pattern!r:8} x{len(hits)} at {hits}")
    print(f"longest repeat: {longest_repeat(corpus, sa, lcp)!r}")
    distinct = sum(len(corpus) - i for i in sa) - sum(lcp)
    print(f"distinct substrings: {distinct:,} (of {len(corpus) * (len(corpus) + 1) // 2:,})")
    words = sorted(set(corpus.replace(";", "").replace(",", "").split()))
    i = bisect.bisect_left(words, "f")
    print("words from 'f':", words[i:i + 3], "insort:", end=" ")
    bisect.insort(words, "fern")
    print(words[i:i + 4])
    grades = [60, 70, 80, 90]
    print([("FDCBA"[bisect.bisect(grades, s)]) for s in (55, 60, 79, 80, 95)])


if __name__ == "__main__":
    main()
