"""A declarative workflow engine for purchase requests, with guards and an audit trail."""
from enum import Enum
from typing import Callable, NamedTuple


class State(str, Enum):
    DRAFT = "draft"
    SUBMITTED = "submitted"
    MANAGER_OK = "manager_ok"
    FINANCE_OK = "finance_ok"
    REJECTED = "rejected"
    PAID = "paid"


class Transition(NamedTuple):
    source: State
    action: str
    target: State
    guard: Callable[[dict], bool] = lambda req: True


class WorkflowError(Exception):
    pass


TRANSITIONS = [
    Transition(State.DRAFT, "submit", State.SUBMITTED, lambda r: r["amount"] > 0),
    Transition(State.SUBMITTED, "approve", State.MANAGER_OK),
    Transition(State.SUBMITTED, "reject", State.REJECTED),
    Transition(State.MANAGER_OK, "approve", State.FINANCE_OK, lambda r: r["amount"] <= 5000 or r.get("cfo")),
    Transition(State.MANAGER_OK, "reject", State.REJECTED),
    Transition(State.FINANCE_OK, "pay", State.PAID),
    Transition(State.REJECTED, "reopen", State.DRAFT),
]


class Workflow:
    def __init__(self, transitions):
        self.table = {}
        for t in transitions:
            self.table.setdefault((t.source, t.action), []).append(t)

    def allowed(self, state):
        return sorted({action for (src, action) in self.table if src == state})

    def fire(self, request, action, actor):
        state = request["state"]
        options = self.table.get((state, action))
        if not options:
            raise WorkflowError(f"cannot {action!r} from {state.value!r}; allowed: {self.allowed(state)}")
        for t in options:
            if t.guard(request):
                request["state"] = t.target
                request["trail"].append(f"{actor}:{action}:{t.target.value}")
                return t.target
        raise WorkflowError(f"guard blocked {action!r} on request {request['id']}")


def new_request(rid, amount, **extra):
    return {"id": rid, "amount": amount, "state": State.DRAFT, "trail": [], **extra}


def main():
    wf = Workflow(TRANSITIONS)
    requests = [new_request("PR-1", 1200), new_request("PR-2", 9000), new_request("PR-3", 0),
                new_request("PR-4", 7000, cfo=True)]
    script = [
        ("PR-1", "submit", "ann"), ("PR-1", "approve", "mgr"), ("PR-1", "approve", "fin"),
        ("PR-1", "pay", "ap"), ("PR-2", "submit", "bob"), ("PR-2", "approve", "mgr"),
        ("PR-2", "approve", "fin"), ("PR-2", "reject", "fin"), ("PR-2", "reopen", "bob"),
        ("PR-3", "submit", "cy"), ("PR-3", "pay", "ap"), ("PR-4", "submit", "dee"),
        ("PR-4", "approve", "mgr"), ("PR-4", "approve", "fin"), ("PR-1", "reopen", "ann"),
    ]
    by_id = {r["id"]: r for r in requests}
    for rid, action, actor in script:
        try:
            new_state = wf.fire(by_id[rid], action, actor)
            print(f"{rid} --{action}--> {new_state.value}")
        except WorkflowError as err:
            print(f"{rid} !! {err}")
    print()
    for r in requests:
        print(f"{r['id']}: {r['state'].name:<10} {' > '.join(r['trail']) or '(no history)'}")
    done = [r["id"] for r in requests if r["state"] is State.PAID]
    print("paid:", done, "| total paid:", sum(r["amount"] for r in requests if r["state"] == "paid"))
    print("next steps:", {r["id"]: wf.allowed(r["state"]) for r in requests})


if __name__ == "__main__":
    main()
