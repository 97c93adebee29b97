"""Notes kept as files. The bodies are stubs: the process named in clauz3-handler.toml serves
every call of this root."""

import clauz3


@clauz3.requires(lambda name, text: len(name) > 0 and "/" not in name, message="a note name is a plain file name")
@clauz3.trusted
def write_note(name: str, text: str) -> int:
    """Writes a note; returns how many characters were written."""
    ...


@clauz3.ensures(lambda result: 0 <= result <= 100_000)
@clauz3.trusted
def count_notes() -> int:
    """How many notes there are."""
    ...
