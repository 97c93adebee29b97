"""Split run-together text (hashtags, domain names) into dictionary words with memoised search."""
from functools import lru_cache, cache

VOCAB = {
    "pen": 8, "island": 9, "penis": 2, "land": 7, "is": 10, "expert": 6, "experts": 5,
    "exchange": 6, "change": 7, "ex": 3, "who": 9, "represents": 5, "rep": 2, "resents": 3,
    "therapist": 5, "the": 10, "rapist": 1, "thera": 1, "pist": 1, "speed": 6, "of": 10,
    "art": 6, "a": 9, "cat": 8, "cats": 7, "and": 10, "sand": 6, "dog": 8, "now": 8, "here": 8,
    "nowhere": 6, "go": 7, "od": 1, "good": 8, "day": 8,
}
MAX_LEN = max(map(len, VOCAB))


def all_splits(text):
    @cache
    def go(i):
        if i == len(text):
            return [[]]
        out = []
        for j in range(i + 1, min(len(text), i + MAX_LEN) + 1):
            word = text[i:j]
            if word in VOCAB:
                out.extend([word] + rest for rest in go(j))
        return out

    return go(0)


@lru_cache(maxsize=256)
def best_split(text):
    """Highest total score, preferring fewer words on ties; None if no split exists."""
    if not text:
        return (0, ())
    best = None
    for j in range(1, min(len(text), MAX_LEN) + 1):
        head = text[:j]
        if head not in VOCAB:
            continue
        tail = best_split(text[j:])
        if tail is None:
            continue
        cand = (VOCAB[head] + tail[0], (head,) + tail[1])
        if best is None or (cand[0], -len(cand[1])) > (best[0], -len(best[1])):
            best = cand
    return best


def main():
    for tag in ["penisland", "expertsexchange", "whorepresents", "therapist", "catsanddog",
                "nowhere", "goodday", "speedofart", "xyz"]:
        splits = all_splits(tag)
        best = best_split(tag)
        shown = " ".join(best[1]) if best else "-"
        print(f"#{tag:<17} {len(splits):>2} splits; best: {shown!r} (score {best[0] if best else 0})")
        for s in sorted(splits, key=len)[:3]:
            print("      ", "/".join(s))
    info = best_split.cache_info()
    print(f"cache: hits={info.hits} misses={info.misses} size={info.currsize} max={info.maxsize}")
    best_split.cache_clear()
    print("after clear:", best_split.cache_info().currsize)
    return len(all_splits("catsanddog"))


if __name__ == "__main__":
    main()
