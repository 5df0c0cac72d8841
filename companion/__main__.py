from companion.cli.app import main

raise SystemExit(main())
