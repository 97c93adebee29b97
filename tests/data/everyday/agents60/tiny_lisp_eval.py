"""A tiny Lisp: tokenizer, reader, and evaluator with lambdas, closures and tail-call-free recursion."""
import math
import operator as op
from functools import reduce


class LispError(Exception):
    pass


Symbol = str


def tokenize(src: str) -> list[str]:
    return src.replace("(", " ( ").replace(")", " ) ").split()


def read(tokens: list[str]):
    if not tokens:
        raise LispError("unexpected end of input")
    tok = tokens.pop(0)
    if tok == "(":
        out = []
        while tokens and tokens[0] != ")":
            out.append(read(tokens))
        if not tokens:
            raise LispError("missing )")
        tokens.pop(0)
        return out
    if tok == ")":
        raise LispError("unexpected )")
    for cast in (int, float):
        try:
            return cast(tok)
        except ValueError:
            pass
    return Symbol(tok)


class Env(dict):
    def __init__(self, names=(), values=(), outer=None):
        super().__init__(zip(names, values))
        self.outer = outer

    def find(self, name):
        env = self
        while env is not None:
            if name in env:
                return env
            env = env.outer
        raise LispError(f"unbound symbol: {name}")


def standard_env() -> Env:
    env = Env()
    env.update({"+": lambda *a: sum(a), "-": op.sub, "*": lambda *a: reduce(op.mul, a, 1), "/": op.truediv,
                "<": op.lt, ">": op.gt, "=": op.eq, "<=": op.le, "sqrt": math.sqrt, "abs": abs,
                "list": lambda *a: list(a), "car": lambda x: x[0], "cdr": lambda x: x[1:],
                "cons": lambda a, b: [a] + b, "null?": lambda x: x == [], "max": max, "mod": op.mod})
    return env


def evaluate(x, env):
    if isinstance(x, Symbol):
        return env.find(x)[x]
    if not isinstance(x, list):
        return x
    head, *rest = x
    if head == "quote":
        return rest[0]
    if head == "if":
        test, conseq, alt = rest
        return evaluate(conseq if evaluate(test, env) else alt, env)
    if head == "define":
        name, expr = rest
        env[name] = evaluate(expr, env)
        return None
    if head == "lambda":
        params, body = rest
        return lambda *args: evaluate(body, Env(params, args, env))
    proc = evaluate(head, env)
    args = [evaluate(a, env) for a in rest]
    try:
        return proc(*args)
    except TypeError as exc:
        raise LispError(f"bad call to {head}: {exc}") from None


def to_str(v) -> str:
    if isinstance(v, list):
        return "(" + " ".join(map(to_str, v)) + ")"
    if v is True:
        return "#t"
    if v is False:
        return "#f"
    return str(v)


PROGRAM = [
    "(define fact (lambda (n) (if (<= n 1) 1 (* n (fact (- n 1))))))",
    "(fact 10)",
    "(fact 25)",
    "(define make-adder (lambda (n) (lambda (x) (+ x n))))",
    "((make-adder 5) 37)",
    "(define map (lambda (f xs) (if (null? xs) (quote ()) (cons (f (car xs)) (map f (cdr xs))))))",
    "(map (lambda (x) (* x x)) (list 1 2 3 4 5))",
    "(define fib (lambda (n) (if (< n 2) n (+ (fib (- n 1)) (fib (- n 2))))))",
    "(map fib (list 5 10 15))",
    "(/ (sqrt 2) 2)",
    "(= (mod 17 5) 2)",
    "(undefined 1)",
    "(+ 1 (quote x))",
    "(fact 3",
    ")",
]


def main():
    env = standard_env()
    for line in PROGRAM:
        try:
            result = evaluate(read(tokenize(line)), env)
            if result is not None:
                print(f"{line[:40]:<42} => {to_str(result)}")
        except LispError as exc:
            print(f"{line[:40]:<42} !! {exc}")
    print(sorted(k for k in env if k.isalpha())[:8])


if __name__ == "__main__":
    main()
