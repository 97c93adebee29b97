"""Score typing-test attempts: WPM, accuracy by alignment, and the most mistyped words."""
from collections import Counter

PROMPT = "the quick brown fox jumps over the lazy dog while the cat sleeps in the warm sun"

ATTEMPTS = {
    "ana": ("the quick brown fox jumps over the lazy dog while the cat sleeps in the warm sun", 17.5),
    "ben": ("teh quick brwn fox jumps over the lazy dog whle the cat sleps in the warm sun", 14.2),
    "cho": ("the quick brown fox jumped over a lazy dog while the cat sleeps in warm sun", 21.0),
    "dev": ("the quikc brown fox", 6.0),
}


def levenshtein(a: str, b: str) -> int:
    prev = list(range(len(b) + 1))
    for i, ca in enumerate(a, 1):
        cur = [i]
        for j, cb in enumerate(b, 1):
            cur.append(min(prev[j] + 1, cur[j - 1] + 1, prev[j - 1] + (ca != cb)))
        prev = cur
    return prev[-1]


def align_words(expected, typed):
    """Classic edit-distance alignment on words; returns list of (expected, typed) pairs."""
    n, m = len(expected), len(typed)
    dp = [[0] * (m + 1) for _ in range(n + 1)]
    for i in range(n + 1):
        dp[i][0] = i
    for j in range(m + 1):
        dp[0][j] = j
    for i in range(1, n + 1):
        for j in range(1, m + 1):
            sub = 0 if expected[i - 1] == typed[j - 1] else 1
            dp[i][j] = min(dp[i - 1][j] + 1, dp[i][j - 1] + 1, dp[i - 1][j - 1] + sub)
    pairs = []
    i, j = n, m
    while i or j:
        if i and j and dp[i][j] == dp[i - 1][j - 1] + (expected[i - 1] != typed[j - 1]):
            pairs.append((expected[i - 1], typed[j - 1]))
            i, j = i - 1, j - 1
        elif i and dp[i][j] == dp[i - 1][j] + 1:
            pairs.append((expected[i - 1], None))
            i -= 1
        else:
            pairs.append((None, typed[j - 1]))
            j -= 1
    return pairs[::-1]


def main():
    words = PROMPT.split()
    misses = Counter()
    results = []
    for who, (typed, seconds) in ATTEMPTS.items():
        gross_wpm = len(typed) / 5 / (seconds / 60)
        char_errors = levenshtein(PROMPT[: len(typed)], typed)
        accuracy = 1 - char_errors / max(len(typed), 1)
        net = max(0.0, gross_wpm - char_errors / (seconds / 60))
        pairs = align_words(words, typed.split())
        wrong = [(e, t) for e, t in pairs if e != t]
        for e, _ in wrong:
            if e:
                misses[e] += 1
        results.append((net, who))
        print(f"{who}: {gross_wpm:5.1f} gross, {net:5.1f} net WPM, accuracy {accuracy:.1%}, {char_errors} char edits")
        for e, t in wrong[:4]:
            print(f"    expected {e or '-'!s:>7}  typed {t or '-'}")
        if len(wrong) > 4:
            print(f"    ... and {len(wrong) - 4} more")
    print("ranking:", " > ".join(w for _, w in sorted(results, reverse=True)))
    print("most missed words:", misses.most_common(3))
    print("distance kitten/sitting:", levenshtein("kitten", "sitting"))


if __name__ == "__main__":
    main()
