import re
from collections import Counter

TICKETS = """
My invoice shows the wrong amount. I was charged twice for the March invoice!
Cannot log in after password reset; the reset link says expired.
The app crashes when I upload a photo larger than 10MB. Crashes every time.
Please update my billing address on the invoice.
Login page is slow and sometimes the login button does nothing.
Charged twice again?? Refund the duplicate charge please.
"""

STOPWORDS = set("""
a an the i my me is was on in of for to and or when than after again does every time
please says this that it be with at by sometimes nothing
""".split())

TOPICS = {
    "billing": {"invoice", "charged", "charge", "refund", "billing"},
    "auth": {"login", "password", "reset", "log"},
    "stability": {"crashes", "crash", "slow"},
}


def tokens(text: str) -> list[str]:
    return [w for w in re.findall(r"[a-z']+", text.lower()) if w not in STOPWORDS and len(w) > 2]


def main():
    lines = [l for l in TICKETS.strip().splitlines()]
    all_words = Counter()
    for line in lines:
        all_words.update(tokens(line))
    print("top words:")
    for word, n in all_words.most_common(6):
        print(f"  {word:<10}{n:>3} {'*' * n}")
    for i, line in enumerate(lines, 1):
        words = set(tokens(line))
        scores = {t: len(words & kws) for t, kws in TOPICS.items()}
        topic = max(scores, key=lambda t: (scores[t], t)) if any(scores.values()) else "other"
        print(f"#{i} [{topic:<9}] {line[:45]}{'...' if len(line) > 45 else ''}")
    bigrams = Counter()
    for line in lines:
        ts = tokens(line)
        bigrams.update(zip(ts, ts[1:]))
    print("top bigrams:", [" ".join(b) for b, n in bigrams.most_common(3) if n > 1])
    shouting = sum(len(re.findall(r"[!?]{2,}|!", l)) for l in lines)
    print("exclamations:", shouting)
    c2 = Counter(a=3, b=1) + Counter(a=1, c=2)
    print(sorted(c2.items()), (Counter("hello") - Counter("l")).total())
    return all_words.most_common(1)[0][0]


if __name__ == "__main__":
    main()
