"""A tiny Forth: numbers, arithmetic, stack words, and user-defined words."""
from typing import Callable, Dict, List


class ForthError(Exception):
    pass


class StackUnderflow(ForthError):
    def __init__(self, word: str, needed: int, had: int):
        super().__init__(f"{word}: needs {needed} item(s), stack has {had}")
        self.word = word


class UnknownWord(ForthError):
    pass


class Forth:
    def __init__(self) -> None:
        self.stack: List[int] = []
        self.user: Dict[str, List[str]] = {}
        self.out: List[str] = []
        self.builtins: Dict[str, Callable[[], None]] = {
            "+": self.binary(lambda a, b: a + b),
            "-": self.binary(lambda a, b: a - b),
            "*": self.binary(lambda a, b: a * b),
            "/": self.binary(self.divide),
            "mod": self.binary(lambda a, b: a % b),
            "dup": lambda: self.push(*self.pop("dup", 1) * 2),
            "drop": lambda: self.pop("drop", 1) and None,
            "swap": lambda: self.push(*reversed(self.pop("swap", 2))),
            "over": lambda: self.push(*(lambda a, b: (a, b, a))(*self.pop("over", 2))),
            ".": lambda: self.out.append(str(self.pop(".", 1)[0])),
        }

    @staticmethod
    def divide(a: int, b: int) -> int:
        if b == 0:
            raise ForthError("division by zero")
        return int(a / b)

    def pop(self, word: str, n: int) -> List[int]:
        if len(self.stack) < n:
            raise StackUnderflow(word, n, len(self.stack))
        items = self.stack[-n:]
        del self.stack[-n:]
        return items

    def push(self, *values: int) -> None:
        self.stack.extend(values)

    def binary(self, op: Callable[[int, int], int]) -> Callable[[], None]:
        def run() -> None:
            a, b = self.pop(op.__name__ if op.__name__ != "<lambda>" else "arith", 2)
            self.push(op(a, b))
        return run

    def execute(self, words: List[str]) -> None:
        i = 0
        while i < len(words):
            w = words[i].lower()
            if w == ":":
                try:
                    end = words.index(";", i)
                except ValueError:
                    raise ForthError("unterminated definition") from None
                name = words[i + 1].lower()
                if name.lstrip("-").isdigit():
                    raise ForthError(f"cannot redefine number {name}")
                self.user[name] = [x.lower() for x in words[i + 2:end]]
                i = end + 1
                continue
            if w in self.user:
                self.execute(self.user[w])
            elif w in self.builtins:
                self.builtins[w]()
            elif w.lstrip("-").isdigit():
                self.push(int(w))
            else:
                raise UnknownWord(f"unknown word {w!r}")
            i += 1

    def run(self, line: str) -> str:
        self.execute(line.split())
        return " ".join(self.out)


def main():
    programs = [
        "1 2 + 4 * .",
        ": square dup * ; 7 square . -3 square .",
        ": cube dup square * ; 3 cube .",
        "10 3 / . -7 2 / . 7 -2 mod .",
        "1 2 swap . . 5 6 over . . .",
        "1 +",
        "4 0 /",
        "2 frob",
        ": 5 6 ;",
        ": half 2 /",
        "drop",
        ": foo 1 ; : bar foo foo + ; : foo 100 ; bar . foo .",
    ]
    for src in programs:
        f = Forth()
        try:
            out = f.run(src)
        except StackUnderflow as exc:
            print(f"{src:<48} underflow in {exc.word!r}: {exc}")
        except ForthError as exc:
            print(f"{src:<48} {type(exc).__name__}: {exc}")
        else:
            print(f"{src:<48} => {out or '(nothing)'}  stack={f.stack}")


if __name__ == "__main__":
    main()
