from dataclasses import dataclass, field, asdict, replace
from typing import Optional, List, Dict
from enum import Enum
import json

class Status(Enum):
    OPEN = "open"
    DONE = "done"

class ValidationError(ValueError):
    def __init__(self, field_name, reason):
        super().__init__(f"{field_name}: {reason}")
        self.field_name = field_name

@dataclass
class Task:
    id: int
    title: str
    status: Status = Status.OPEN
    tags: List[str] = field(default_factory=list)
    parent: Optional[int] = None

    def __post_init__(self):
        if not self.title.strip():
            raise ValidationError("title", "must not be blank")

def summarize(tasks: List[Task]) -> Dict[str, int]:
    out: Dict[str, int] = {}
    for t in tasks:
        out[t.status.value] = out.get(t.status.value, 0) + 1
    return out

def main():
    tasks = [Task(1, "write spec", tags=["doc"]), Task(2, "review", Status.DONE), Task(3, "ship", parent=1)]
    try:
        Task(4, "   ")
    except ValidationError as e:
        print(f"rejected {e.field_name!r}: {e}")
    done = replace(tasks[0], status=Status.DONE)
    print(done, done == tasks[0])
    print(json.dumps(summarize(tasks + [done]), sort_keys=True))
    rows = [asdict(t) | {"status": t.status.name} for t in tasks]
    for r in rows:
        print("{id:>3} {title:<12} {status:<5} {tags}".format(**r))
    print(Task.__match_args__)
    match tasks[2]:
        case Task(id=i, parent=p) if p is not None:
            print(f"task {i} has parent {p}")
