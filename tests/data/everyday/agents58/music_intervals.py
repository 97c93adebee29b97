"""Name musical intervals, build scales and chords, and transpose a melody."""
from enum import Enum

NOTES = ["C", "C#", "D", "D#", "E", "F", "F#", "G", "G#", "A", "A#", "B"]
FLATS = {"Db": "C#", "Eb": "D#", "Gb": "F#", "Ab": "G#", "Bb": "A#"}
INTERVAL_NAMES = ["unison", "minor 2nd", "major 2nd", "minor 3rd", "major 3rd", "perfect 4th",
                  "tritone", "perfect 5th", "minor 6th", "major 6th", "minor 7th", "major 7th"]


class Scale(Enum):
    MAJOR = (2, 2, 1, 2, 2, 2, 1)
    MINOR = (2, 1, 2, 2, 1, 2, 2)
    PENTATONIC = (2, 2, 3, 2, 3)

    def notes(self, root: str):
        idx = index_of(root)
        out = [NOTES[idx]]
        for step in self.value[:-1]:
            idx = (idx + step) % 12
            out.append(NOTES[idx])
        return out


def index_of(note: str) -> int:
    note = FLATS.get(note, note)
    try:
        return NOTES.index(note)
    except ValueError:
        raise ValueError(f"unknown note {note!r}") from None


def interval(a: str, b: str) -> str:
    return INTERVAL_NAMES[(index_of(b) - index_of(a)) % 12]


def chord(root: str, quality: str = "major"):
    shapes = {"major": (0, 4, 7), "minor": (0, 3, 7), "dim": (0, 3, 6), "maj7": (0, 4, 7, 11)}
    base = index_of(root)
    return [NOTES[(base + s) % 12] for s in shapes[quality]]


def transpose(melody, semitones):
    result = []
    for token in melody.split():
        note, octave = token[:-1], int(token[-1])
        absolute = octave * 12 + index_of(note) + semitones
        result.append(f"{NOTES[absolute % 12]}{absolute // 12}")
    return " ".join(result)


def main():
    for scale in Scale:
        print(f"{scale.name.title():<11}", " ".join(scale.notes("D")))
    print("A minor:", "-".join(Scale.MINOR.notes("A")))
    for a, b in [("C", "G"), ("E", "C"), ("Bb", "E"), ("F#", "F")]:
        print(f"{a:>2} -> {b:<2}: {interval(a, b)}")
    for root, q in [("C", "major"), ("A", "minor"), ("B", "dim"), ("Eb", "maj7")]:
        print(f"{root}{'' if q == 'major' else q}: {chord(root, q)}")
    melody = "E4 D4 C4 D4 E4 E4 E4"
    print("up a 4th:", transpose(melody, 5))
    print("down 2:  ", transpose(melody, -2))
    try:
        index_of("H")
    except ValueError as exc:
        print("error:", exc, exc.__suppress_context__)


if __name__ == "__main__":
    main()
