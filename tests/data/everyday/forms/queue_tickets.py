def ticket_numbers(prefix, start=1):
    n = start
    while True:
        yield f"{prefix}-{n:03d}"
        n += 1


def main() -> None:
    general = ticket_numbers("G")
    vip = ticket_numbers("V", start=100)
    arrivals = ["g", "v", "g", "g", "v", "g"]
    issued = []
    for kind, g_no, v_no in zip(arrivals, general, vip):
        issued.append(g_no if kind == "g" else v_no)
    print(issued)
    for label in ticket_numbers("T", 7):
        print("next:", label)
        break
