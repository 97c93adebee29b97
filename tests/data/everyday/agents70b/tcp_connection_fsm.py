"""TCP-like connection state machine driven by a transition table."""
from enum import Enum
from typing import Callable, Optional


class St(str, Enum):
    CLOSED = "closed"
    LISTEN = "listen"
    SYN_SENT = "syn-sent"
    SYN_RCVD = "syn-rcvd"
    ESTABLISHED = "established"
    FIN_WAIT = "fin-wait"
    CLOSE_WAIT = "close-wait"
    LAST_ACK = "last-ack"
    TIME_WAIT = "time-wait"


class InvalidTransition(Exception):
    def __init__(self, state: St, event: str):
        super().__init__(f"event {event!r} not allowed in state {state.value}")
        self.state = state
        self.event = event


class Connection:
    TABLE: dict[tuple[St, str], St] = {
        (St.CLOSED, "passive_open"): St.LISTEN,
        (St.CLOSED, "active_open"): St.SYN_SENT,
        (St.LISTEN, "rcv_syn"): St.SYN_RCVD,
        (St.LISTEN, "close"): St.CLOSED,
        (St.SYN_SENT, "rcv_syn_ack"): St.ESTABLISHED,
        (St.SYN_SENT, "close"): St.CLOSED,
        (St.SYN_RCVD, "rcv_ack"): St.ESTABLISHED,
        (St.ESTABLISHED, "close"): St.FIN_WAIT,
        (St.ESTABLISHED, "rcv_fin"): St.CLOSE_WAIT,
        (St.FIN_WAIT, "rcv_fin_ack"): St.TIME_WAIT,
        (St.CLOSE_WAIT, "close"): St.LAST_ACK,
        (St.LAST_ACK, "rcv_ack"): St.CLOSED,
        (St.TIME_WAIT, "timeout"): St.CLOSED,
    }

    def __init__(self, name: str, on_change: Optional[Callable[[str, St, St], None]] = None):
        self.name = name
        self.state = St.CLOSED
        self.history: list[St] = [self.state]
        self.on_change = on_change
        self.bytes_sent = 0

    def fire(self, event: str) -> St:
        key = (self.state, event)
        if key not in self.TABLE:
            raise InvalidTransition(self.state, event)
        old, self.state = self.state, self.TABLE[key]
        self.history.append(self.state)
        if self.on_change:
            self.on_change(self.name, old, self.state)
        return self.state

    def send(self, data: bytes) -> int:
        if self.state is not St.ESTABLISHED:
            raise InvalidTransition(self.state, "send")
        self.bytes_sent += len(data)
        return len(data)

    def allowed_events(self) -> list[str]:
        return sorted(ev for (st, ev) in self.TABLE if st == self.state)


def main():
    transitions = []
    log = lambda name, old, new: transitions.append(f"{name}:{old.value}->{new.value}")
    client = Connection("client", log)
    server = Connection("server", log)
    script = [
        (server, "passive_open"), (client, "active_open"), (server, "rcv_syn"),
        (client, "rcv_syn_ack"), (server, "rcv_ack"), (client, "send"), (client, "close"),
        (server, "rcv_fin"), (server, "send"), (server, "close"), (client, "rcv_fin_ack"),
        (server, "rcv_ack"), (client, "rcv_fin"), (client, "timeout"),
    ]
    for conn, event in script:
        try:
            if event == "send":
                n = conn.send(b"hello world")
                print(f"{conn.name}: sent {n} bytes")
            else:
                print(f"{conn.name}: {event} -> {conn.fire(event).value}")
        except InvalidTransition as e:
            print(f"{conn.name}: ERROR {e}; allowed={conn.allowed_events()}")
    print(len(transitions), transitions[:3])
    print([s.name for s in client.history])
    print(St("listen") is St.LISTEN, St.CLOSED == "closed", St.ESTABLISHED.upper(), f"{St.LISTEN}")
    reachable = {St.CLOSED}
    frontier = [St.CLOSED]
    while frontier:
        s = frontier.pop()
        for (src, _), dst in Connection.TABLE.items():
            if src == s and dst not in reachable:
                reachable.add(dst)
                frontier.append(dst)
    print(len(reachable) == len(St), client.bytes_sent)
    return client.bytes_sent


if __name__ == "__main__":
    main()
