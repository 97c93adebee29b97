"""Compute Flesch reading ease, Flesch-Kincaid grade and other readability stats for texts."""
import re
from statistics import mean
from textwrap import shorten

TEXTS = {
    "children's story": (
        "The cat sat on the mat. It was a big red mat. The cat liked the sun. "
        "Then a dog came by. The dog wanted the mat too! They shared it."
    ),
    "news": (
        "City officials announced on Tuesday that the riverside park will reopen next month "
        "after extensive renovations. The project, which cost approximately four million dollars, "
        "includes new playgrounds, accessible walkways, and improved lighting."
    ),
    "legal": (
        "Notwithstanding any provision of this agreement to the contrary, the indemnifying party "
        "shall have no obligation with respect to any claim arising from unauthorized modifications, "
        "combinations with non-conforming equipment, or circumstances constituting contributory negligence."
    ),
}

VOWEL_GROUPS = re.compile(r"[aeiouy]+")


def syllables(word: str) -> int:
    w = word.lower().strip(".,;:!?'\"")
    if not w:
        return 0
    count = len(VOWEL_GROUPS.findall(w))
    if w.endswith("e") and not w.endswith(("le", "ee")) and count > 1:
        count -= 1
    if w.endswith("ed") and not w.endswith(("ted", "ded")) and count > 1:
        count -= 1
    return max(1, count)


def analyse(text: str) -> dict:
    sentences = [s for s in re.split(r"(?<=[.!?])\s+", text.strip()) if s]
    words = re.findall(r"[A-Za-z']+", text)
    syl = [syllables(w) for w in words]
    wps = len(words) / len(sentences)
    spw = sum(syl) / len(words)
    complex_words = sum(1 for s in syl if s >= 3)
    return {
        "sentences": len(sentences),
        "words": len(words),
        "syllables": sum(syl),
        "ease": 206.835 - 1.015 * wps - 84.6 * spw,
        "grade": 0.39 * wps + 11.8 * spw - 15.59,
        "fog": 0.4 * (wps + 100 * complex_words / len(words)),
        "avg_word_len": mean(len(w) for w in words),
        "longest": max(words, key=len),
    }


def band(ease: float) -> str:
    for limit, label in [(90, "very easy"), (70, "easy"), (60, "plain"), (50, "fairly hard"), (30, "hard")]:
        if ease >= limit:
            return label
    return "very hard"


def main():
    for word in ["cat", "table", "created", "jumped", "beautiful", "indemnifying", "the"]:
        print(f"{word}: {syllables(word)}", end="; ")
    print()
    results = {name: analyse(text) for name, text in TEXTS.items()}
    for name, r in results.items():
        print(f"\n{name} - {shorten(TEXTS[name], width=50, placeholder=' ...')}")
        print(f"  {r['sentences']} sentences, {r['words']} words, {r['syllables']} syllables, longest {r['longest']!r}")
        print(f"  reading ease {r['ease']:.1f} ({band(r['ease'])}), grade {r['grade']:.1f}, fog {r['fog']:.1f}, "
              f"avg word {r['avg_word_len']:.2f}")
    order = sorted(results, key=lambda n: results[n]["ease"], reverse=True)
    print("\neasiest to hardest:", " < ".join(order))


if __name__ == "__main__":
    main()
