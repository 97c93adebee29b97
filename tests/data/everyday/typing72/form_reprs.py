"""How typing's forms print, compare and hash, as a plugin registry keys handlers by type."""
import typing
from typing import Annotated, Any, Callable, ClassVar, Dict, Final, FrozenSet, List, Literal, Optional, Set, Tuple, Type, Union


def main():
    forms = [
        Optional[int], Union[int, str], Union[int, None, str], Union[int], Union[int, Union[str, float]],
        Literal["a", "b"], Literal[1, True, None], Literal[Literal[1, 2], 3], Literal[1, 1],
        Final[int], ClassVar[List[str]], Annotated[int, "meta", 3], Callable[[int, str], bool],
        Callable[..., int], Callable[[], None], List[int], Dict[str, Optional[int]], Tuple[int, ...],
        Tuple[()], Set[str], FrozenSet[int], Type[int], Any, Optional, Union, Literal, List,
        typing.Optional[typing.List[str]], list[Optional[int]] if False else Optional[list[int]],
        Optional["Node"], Optional[Literal["x"]],
    ]
    for form in forms:
        print(repr(form), "|", str(form))
    print(Optional[int] == Union[None, int], Literal[1, 2] == Literal[2, 1], Literal[1] == Literal[True])
    print(List[int] == List[int], List[int] == list[int], Annotated[int, "x"] == Annotated[int, "x"])
    handlers = {Optional[int]: "maybe-int", Literal["on", "off"]: "switch", List[str]: "names"}
    print(handlers[Union[int, None]], handlers[Literal["off", "on"]], handlers[List[str]])
    print(Optional[int] | str, int | Optional[str], Literal["a"] | None, None | Literal["b"])
    print(Optional[int].__args__, Literal["x", "y"].__args__, Annotated[int, "m"].__metadata__)


if __name__ == "__main__":
    main()
