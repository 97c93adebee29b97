from abc import ABC, abstractmethod
from contextlib import contextmanager
import io


class Exporter(ABC):
    extension = "txt"

    def __init__(self, rows):
        self.rows = rows

    @abstractmethod
    def render(self) -> str: ...

    def filename(self, stem):
        return f"{stem}.{self.extension}"


class CsvExporter(Exporter):
    extension = "csv"

    def render(self):
        head = ",".join(self.rows[0])
        body = "\n".join(",".join(str(r[k]) for k in self.rows[0]) for r in self.rows)
        return head + "\n" + body


class MarkdownExporter(Exporter):
    extension = "md"

    def render(self):
        keys = list(self.rows[0])
        lines = ["| " + " | ".join(keys) + " |", "|" + "---|" * len(keys)]
        lines += ["| " + " | ".join(str(r[k]) for k in keys) + " |" for r in self.rows]
        return "\n".join(lines)


@contextmanager
def capture(log):
    buf = io.StringIO()
    log.append("open")
    try:
        yield buf
    except KeyError as e:
        log.append(f"error {e}")
        raise
    finally:
        log.append(f"close ({len(buf.getvalue())} chars)")


def main():
    rows = [{"host": "a1", "cpu": 0.42}, {"host": "b7", "cpu": 0.91}]
    log = []
    for cls in (CsvExporter, MarkdownExporter):
        exp = cls(rows)
        with capture(log) as out:
            out.write(exp.render())
        print(exp.filename("report"))
        print(out.getvalue())
    try:
        Exporter(rows)
    except TypeError as e:
        print("TypeError:", e)
    try:
        with capture(log) as out:
            out.write(rows[0]["mem"])
    except KeyError:
        pass
    print(log)
