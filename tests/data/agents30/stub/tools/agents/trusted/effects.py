"""CPython's stand-in for the corpus's trusted effects: each call answers from the program's
script (`<name>.returns.json`, loaded by the test through `load`) as `clauz3 dry-run --returns`
does: values in call order, `{"$raise": "Class", "message": "..."}` raising that builtin
exception, and the return type's zero once the script runs out. `requires` is checked first."""
import builtins

_SCRIPT = {}


class PreconditionError(Exception):
    pass


def load(script):
    """Replaces the script (a dict from effect name to its list of answers)."""
    global _SCRIPT
    _SCRIPT = {name: list(answers) for name, answers in script.items()}


def _answer(name, zero):
    answers = _SCRIPT.get(name, [])
    if not answers:
        return zero
    answer = answers.pop(0)
    if isinstance(answer, dict) and "$raise" in answer:
        raise getattr(builtins, answer["$raise"])(*([answer["message"]] if "message" in answer else []))
    return answer


def fetch_status(url):
    return _answer("fetch_status", 0)


def fetch_text(url):
    return _answer("fetch_text", "")


def read_file(path):
    return _answer("read_file", "")


def list_jobs(queue):
    return _answer("list_jobs", [])


def quote(item):
    return _answer("quote", 0)


def ask(prompt):
    return _answer("ask", "")


def pay(to, amount):
    if not 0 < amount <= 100:
        raise PreconditionError("pay")
    return _answer("pay", None)


def send(to, text):
    return _answer("send", None)


def alert(text):
    return _answer("alert", None)
