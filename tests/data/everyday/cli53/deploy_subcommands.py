"""A deploy tool with subcommands, each with its own options, dispatched on the command name."""
import argparse


def make_parser():
    parser = argparse.ArgumentParser(prog="deploy")
    parser.add_argument("--env", choices=["dev", "staging", "prod"], default="dev")
    commands = parser.add_subparsers(dest="command", help="what to do")
    push = commands.add_parser("push", help="upload a build")
    push.add_argument("version")
    push.add_argument("--force", action="store_true")
    roll = commands.add_parser("rollback", help="go back to a release")
    roll.add_argument("--steps", type=int, default=1)
    commands.add_parser("status", help="show what runs where")
    return parser


def dispatch(args):
    if args.command == "push":
        extra = " (forced)" if args.force else ""
        return f"pushing {args.version} to {args.env}{extra}"
    if args.command == "rollback":
        return f"rolling {args.env} back {args.steps} release(s)"
    if args.command == "status":
        return f"{args.env}: all services up"
    return "no command given"


def main():
    parser = make_parser()
    parser.print_help()
    for argv in (["push", "1.4.2"], ["--env", "prod", "push", "--force", "2.0.0"], ["rollback", "--steps", "2"], ["status"], []):
        args = parser.parse_args(argv)
        print(args, "->", dispatch(args))
