"""A tiny Lisp: tokenizer, reader, environment chain, lambdas and closures."""
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
        raise LispError("unexpected EOF")
    tok = tokens.pop(0)
    if tok == "(":
        lst = []
        while tokens and tokens[0] != ")":
            lst.append(read(tokens))
        if not tokens:
            raise LispError("missing )")
        tokens.pop(0)
        return lst
    if tok == ")":
        raise LispError("unexpected )")
    for conv in (int, float):
        try:
            return conv(tok)
        except ValueError:
            pass
    return Symbol(tok)


class Env(dict):
    def __init__(self, params=(), args=(), outer=None):
        super().__init__(zip(params, args))
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
    env.update({
        "+": lambda *a: sum(a), "-": op.sub, "*": lambda *a: reduce(op.mul, a, 1),
        "/": op.truediv, "<": op.lt, ">": op.gt, "=": op.eq, "<=": op.le,
        "abs": abs, "max": max, "min": min, "sqrt": math.sqrt,
        "list": lambda *a: list(a), "car": lambda x: x[0], "cdr": lambda x: x[1:],
        "cons": lambda x, y: [x] + y, "null?": lambda x: x == [], "len": len,
    })
    return env


class Procedure:
    def __init__(self, params, body, env):
        self.params, self.body, self.env = params, body, env

    def __call__(self, *args):
        if len(args) != len(self.params):
            raise LispError(f"expected {len(self.params)} args, got {len(args)}")
        return evaluate(self.body, Env(self.params, args, self.env))


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
    if head == "set!":
        name, expr = rest
        env.find(name)[name] = evaluate(expr, env)
        return None
    if head == "lambda":
        params, body = rest
        return Procedure(params, body, env)
    if head == "begin":
        result = None
        for e in rest:
            result = evaluate(e, env)
        return result
    proc = evaluate(head, env)
    args = [evaluate(a, env) for a in rest]
    if not callable(proc):
        raise LispError(f"not a procedure: {proc!r}")
    return proc(*args)


def to_str(v):
    if isinstance(v, list):
        return "(" + " ".join(map(to_str, v)) + ")"
    if v is True:
        return "#t"
    if v is False:
        return "#f"
    return str(v)


def main():
    env = standard_env()
    programs = [
        "(define fact (lambda (n) (if (<= n 1) 1 (* n (fact (- n 1))))))",
        "(fact 12)",
        "(define make-counter (lambda () (begin (define n 0) (lambda () (begin (set! n (+ n 1)) n)))))",
        "(define c (make-counter))",
        "(begin (c) (c) (c))",
        "(define map (lambda (f xs) (if (null? xs) (quote ()) (cons (f (car xs)) (map f (cdr xs))))))",
        "(map (lambda (x) (* x x)) (list 1 2 3 4))",
        "(sqrt (+ (* 3 3) (* 4 4)))",
        "(/ 7 2)",
        "(< 2 1)",
        "(undefined 1)",
        "(fact 1 2)",
        "(1 2)",
        "(+ 1 (* 2 3)",
        ")",
    ]
    for src in programs:
        try:
            result = evaluate(read(tokenize(src)), env)
            if result is not None:
                print(f"{src} => {to_str(result)}")
        except LispError as e:
            print(f"{src} !! {e}")
    return evaluate(read(tokenize("(fact 5)")), env)


if __name__ == "__main__":
    main()
