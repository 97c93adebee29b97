import clauz3
from tools.mailroom.trusted.effects import queue_depth, send_email

MAX_ATTEMPTS = 8


def main() -> int:
    attempt = 0
    waited = 0
    last = -1
    while attempt < MAX_ATTEMPTS:
        attempt += 1
        depth = queue_depth()
        if depth == 0:
            print(f"queue drained after {attempt} checks")
            break
        if depth == last:
            delay = 2 ** attempt
            waited += delay
            print(f"check {attempt}: stuck at {depth}, backing off {delay}s")
            continue
        last = depth
        waited += 1 << (attempt - 1)
        print(f"check {attempt}: {depth} queued")
    drained = last == 0 or attempt < MAX_ATTEMPTS
    if waited > 30:
        send_email("ops@example.org", "Mail queue slow", f"waited {waited}s over {attempt} checks", urgent=waited > 60)
    print("drained:", drained, "waited:", waited)
    return waited
