from companion.cli.launch import main

raise SystemExit(main())
