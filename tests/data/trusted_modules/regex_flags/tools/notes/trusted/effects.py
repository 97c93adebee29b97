"""A notes layer whose helpers match with `re`'s flags (`IGNORECASE`, `M | S`), as layers written for
clauz3 0.2.1 do."""
from re import IGNORECASE, M, S, compile, search

import clauz3

TAG = r"^#[a-z]+$"


def is_tag(text: str) -> bool:
    return compile(TAG, IGNORECASE).match(text) is not None


def has_title(body: str) -> bool:
    # `^` at any line under MULTILINE, `.` across lines under DOTALL.
    return search(r"^title:.+end$", body, M | S) is not None


@clauz3.requires(lambda tag, body: is_tag(tag) and has_title(body), message="a tag and a titled body")
@clauz3.trusted
def save_note(tag: str, body: str) -> None:
    ...
