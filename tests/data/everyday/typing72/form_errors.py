"""The TypeErrors typing's forms raise, which validation code catches."""
from typing import Annotated, Any, Callable, Dict, Final, List, Literal, Optional, TypeVar, Union


def attempt(label, fn):
    try:
        print(label, "->", fn())
    except (TypeError, ValueError) as e:
        print(label, "!!", type(e).__name__, e)


def main():
    attempt("Optional[int, str]", lambda: Optional[int, str])
    attempt("Final[int, str]", lambda: Final[int, str])
    attempt("List[int, str]", lambda: List[int, str])
    attempt("Dict[int]", lambda: Dict[int])
    attempt("Annotated[int]", lambda: Annotated[int])
    attempt("Callable[[int]]", lambda: Callable[[int]])
    attempt("Union[()]", lambda: Union[()])
    attempt("isinstance Optional", lambda: isinstance(3, Optional[int]))
    attempt("isinstance Union", lambda: isinstance("a", Union[int, str]))
    attempt("isinstance Literal", lambda: isinstance(3, Literal[3]))
    attempt("isinstance Any", lambda: isinstance(3, Any))
    attempt("isinstance List[int]", lambda: isinstance([], List[int]))
    attempt("isinstance List", lambda: isinstance([], List))
    attempt("isinstance list[int]", lambda: isinstance([], list[int]))
    attempt("issubclass Union", lambda: issubclass(bool, Union[int, str]))
    attempt("Optional()", lambda: Optional())
    attempt("List()", lambda: List())
    attempt("Literal[1](3)", lambda: Literal[1](3))
    attempt("TypeVar one constraint", lambda: TypeVar("T", int))
    attempt("TypeVar both variances", lambda: TypeVar("T", covariant=True, contravariant=True))
    attempt("Any[int]", lambda: Any[int])
    attempt("Union[int, str][int]", lambda: Union[int, str][int])


if __name__ == "__main__":
    main()
