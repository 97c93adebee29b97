"""A stack-based RPN calculator with user-defined words and error reporting."""
import math


class CalcError(Exception):
    def __init__(self, message, token=None):
        self.token = token
        super().__init__(message if token is None else f"{message} (at {token!r})")


class StackUnderflow(CalcError):
    pass


BINARY = {
    "+": lambda a, b: a + b,
    "-": lambda a, b: a - b,
    "*": lambda a, b: a * b,
    "/": lambda a, b: a / b,
    "//": lambda a, b: a // b,
    "%": lambda a, b: a % b,
    "^": lambda a, b: a ** b,
    "max": max,
    "min": min,
}
UNARY = {"neg": lambda a: -a, "sqrt": math.sqrt, "abs": abs, "floor": math.floor}


class Calculator:
    def __init__(self):
        self.stack = []
        self.words = {}

    def pop(self, token):
        if not self.stack:
            raise StackUnderflow("stack underflow", token)
        return self.stack.pop()

    def eval(self, line):
        tokens = line.split()
        i = 0
        while i < len(tokens):
            tok = tokens[i]
            if tok == ":":
                end = tokens.index(";", i)
                name, *body = tokens[i + 1:end]
                self.words[name] = body
                i = end + 1
                continue
            if tok in self.words:
                self.eval(" ".join(self.words[tok]))
            elif tok in BINARY:
                b, a = self.pop(tok), self.pop(tok)
                try:
                    self.stack.append(BINARY[tok](a, b))
                except ZeroDivisionError:
                    raise CalcError("division by zero", tok) from None
            elif tok in UNARY:
                self.stack.append(UNARY[tok](self.pop(tok)))
            elif tok == "dup":
                v = self.pop(tok)
                self.stack += [v, v]
            elif tok == "swap":
                b, a = self.pop(tok), self.pop(tok)
                self.stack.extend((b, a))
            elif tok == "drop":
                self.pop(tok)
            else:
                try:
                    self.stack.append(int(tok))
                except ValueError:
                    try:
                        self.stack.append(float(tok))
                    except ValueError:
                        raise CalcError("unknown word", tok) from None
            i += 1
        return self.stack


def main():
    calc = Calculator()
    programs = [
        "3 4 + 2 *",
        "drop 10 3 //  10 3 %  10 3 /",
        "drop drop drop : square dup * ; 7 square",
        ": hyp square swap square + sqrt ; 3 4 hyp",
        "2 10 ^ -5 abs max",
        "1 0 /",
        "+ + + +",
        "1.5e2 neg floor",
        "2 frobnicate",
    ]
    for prog in programs:
        try:
            stack = calc.eval(prog)
            print(f"{prog:<42} => {stack}")
        except StackUnderflow as e:
            print(f"{prog:<42} !! underflow: {e}")
            calc.stack.clear()
        except CalcError as e:
            print(f"{prog:<42} !! {e}; token={e.token}")
    print("words:", sorted(calc.words), calc.words["hyp"])


if __name__ == "__main__":
    main()
