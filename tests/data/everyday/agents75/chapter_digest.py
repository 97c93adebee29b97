import re
import textwrap
from collections import Counter

BOOK = """CHAPTER I. The Harbour
The fog came in early that morning. Nobody on the quay could see the lighthouse,
and the fishermen argued about whether to sail. Old Marta said no. Her word was law
on the harbour, and the boats stayed tied.

CHAPTER II. The Letter
A letter arrived at noon. It was addressed to Marta in a hand she did not know!
She read it twice, folded it, and put it in her apron. Was it from her brother?
Nobody dared to ask.

CHAPTER III. The Storm
By evening the wind had turned. Waves broke over the harbour wall; ropes groaned.
The fishermen were glad they had listened. Marta watched from her window, the letter
still in her apron, and said nothing at all.
"""

HEADING = re.compile(r"^CHAPTER (?P<num>[IVXLC]+)\. (?P<title>.+)$", re.MULTILINE)
SENTENCE_END = re.compile(r"(?<=[.!?])\s+")
ROMAN = {"I": 1, "V": 5, "X": 10, "L": 50, "C": 100}
STOP = set("the a an and to of in on it was her she that had from at by is".split())


def roman_to_int(s):
    total = 0
    for ch, nxt in zip(s, s[1:] + " "):
        value = ROMAN[ch]
        total += -value if nxt != " " and ROMAN[nxt] > value else value
    return total


def split_chapters(text):
    marks = list(HEADING.finditer(text))
    for m, nxt in zip(marks, marks[1:] + [None]):
        body = text[m.end():nxt.start() if nxt else len(text)].strip()
        yield roman_to_int(m["num"]), m["title"], " ".join(body.split())


def main():
    overall = Counter()
    for num, title, body in split_chapters(BOOK):
        sentences = [s for s in SENTENCE_END.split(body) if s]
        words = re.findall(r"[a-z']+", body.lower())
        overall.update(w for w in words if w not in STOP)
        questions = sum(s.endswith("?") for s in sentences)
        print(f"{num}. {title.upper()}".center(40, "~"))
        print(textwrap.fill(textwrap.shorten(body, width=90, placeholder=" [...]"),
                            width=40, initial_indent="  > ", subsequent_indent="    "))
        print(f"  sentences={len(sentences)} words={len(words)} questions={questions} "
              f"avg={len(words) / len(sentences):.1f} w/s")
    print("top words:", ", ".join(f"{w}({n})" for w, n in overall.most_common(5)))
    longest = max(re.findall(r"[A-Za-z]+", BOOK), key=len)
    print(f"longest word: {longest!r} ({len(longest)})")


if __name__ == "__main__":
    main()
