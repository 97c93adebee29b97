"""A tool describer reading annotations as text under `from __future__ import annotations`."""
from __future__ import annotations

import inspect
from typing import Literal, Optional, TypedDict


class SearchArgs(TypedDict):
    query: str
    limit: Optional[int]
    order: Literal["asc", "desc"]


def search(query: str, limit: int | None = None, order: Literal["asc", "desc"] = "asc") -> list[dict[str, str]]:
    """Search the catalog."""
    return []


def tag(item: "Item", *labels: str, **extra: object) -> None:
    pass


def main():
    print(search.__annotations__)
    print(tag.__annotations__)
    print(SearchArgs.__annotations__)
    for name, param in inspect.signature(search).parameters.items():
        print(name, param.annotation, param.default)


if __name__ == "__main__":
    main()
