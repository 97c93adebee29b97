"""Module functions called by the module's name beside classes with members of the same name:
`dataclasses.fields(...)` next to `uuid.UUID`'s `fields` and the program's own `fields()`."""
import dataclasses
import uuid


@dataclasses.dataclass
class Ticket:
    key: str
    points: int = 1
    labels: list = dataclasses.field(default_factory=list, metadata={"help": "free-form tags"})


class Form:
    def __init__(self, *names):
        self.names = names

    def fields(self):
        return [n.upper() for n in self.names]

    def replace(self, old, new):
        return Form(*[new if n == old else n for n in self.names])


def main():
    t = Ticket("OPS-7", 3, ["infra"])
    names = [f.name for f in dataclasses.fields(t)]
    print(names, dataclasses.fields(Ticket)[2].metadata["help"])
    print(dataclasses.asdict(t), dataclasses.replace(t, points=5))
    form = Form("user", "email")
    print(form.fields(), form.replace("email", "phone").fields())
    u = uuid.UUID("12345678-1234-5678-1234-567812345678")
    print(u.fields[0], u.version, dataclasses.is_dataclass(t), dataclasses.is_dataclass(form))
    return len(dataclasses.fields(Ticket))
