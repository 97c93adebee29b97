"""Tags that compare equal to strings regardless of case and hash as the lowered string does:
a dict holding both finds a tag by a string, as CPython does, while a class equal to
everything but hashed apart is found only by its own hash."""


class Tag:
    def __init__(self, name: str) -> None:
        self.name = name

    def __eq__(self, other: object) -> bool:
        if isinstance(other, Tag):
            return self.name.lower() == other.name.lower()
        if isinstance(other, str):
            return self.name.lower() == other.lower()
        return NotImplemented

    def __hash__(self) -> int:
        return hash(self.name.lower())


class Liar:
    """Equal to every number but hashed apart: CPython never finds it by a number."""

    def __eq__(self, other: object) -> bool:
        return True

    def __hash__(self) -> int:
        return 12345


def main() -> None:
    tags = {Tag("Urgent"): 3, "misc": 1, Tag("Later"): 2, "x": 0}
    print(tags.get("urgent"), tags.get("later"), tags.get("LATER"), tags.get("other"))
    print("urgent" in tags, Tag("MISC") in tags, Tag("nope") in tags)
    liars = {Liar(): "liar", 1: "one", 2: "two"}
    print(liars.get(1), liars.get(12345), liars.get(3), len(liars))
