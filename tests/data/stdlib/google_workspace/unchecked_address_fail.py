from tools.google_workspace.gmail.trusted.effects import send_email


def main(name: str) -> None:
    send_email(name, "Welcome", "Glad you are here.", dry_run=True)
