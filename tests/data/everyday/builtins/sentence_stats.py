TEXT = "It was a bright cold day in April. The clocks were striking thirteen! Was it odd? Winston Smith, his chin nuzzled into his breast, slipped quickly through the glass doors."


def main() -> None:
    sentences = []
    current = ""
    for ch in TEXT:
        current += ch
        if ch in ".!?":
            sentences.append(current.strip())
            current = ""
    for i, s in enumerate(sentences, 1):
        words = s.rstrip(".!?").replace(",", "").split()
        print(f"{i}. {len(words):>2} words, longest {max(words, key=len)!r}, ends {s[-1]!r}")
    all_words = [w.strip(".,!?").lower() for w in TEXT.split()]
    print("avg word length: %.2f" % (sum(map(len, all_words)) / len(all_words)))
    print("capitalized:", [w for w in TEXT.replace(",", "").split() if w.istitle()])
