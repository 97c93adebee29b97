import clauz3
from tools.notes.trusted import contracts as notes
from tools.notes.trusted.effects import count_notes, write_note


@clauz3.guarantee(notes.only_names(["a.txt", "b.txt"]))
def main() -> None:
    write_note("a.txt", "alpha")
    n = count_notes()
    write_note(name="b.txt", text=f"there was {n} note before this one")
    print("done")
