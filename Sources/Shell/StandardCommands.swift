import LayoutModel
/// Every command of the shell, in the order `help` lists them.
var standardCommands: [any ShellCommand.Type] { [
    // Building
    AddCommand.self, PinCommand.self, RemoveCommand.self, ActivateCommand.self, DeactivateCommand.self,
    ConstantCommand.self, PriorityCommand.self, NametagCommand.self, RootCommand.self,
    HugCommand.self, ResistCommand.self, IntrinsicCommand.self, TextCommand.self, ModeCommand.self,
    TranslatesCommand.self, MarginsCommand.self, SafeAreaCommand.self, KeyboardCommand.self,
    ArrangeCommand.self, UnarrangeCommand.self, StackCommand.self, HiddenCommand.self,
    // Inspecting
    FramesCommand.self, ReportCommand.self, PoCommand.self, RefsCommand.self, AffectingCommand.self, ExerciseCommand.self,
    ExplainCommand.self, DrawCommand.self, ExportCommand.self,
    SweepCommand.self, CheckCommand.self,
    // Importing
    ImportCommand.self, PasteCommand.self, TraitsCommand.self,
    // Session
    LoadCommand.self, SaveCommand.self, HistoryCommand.self, RecordCommand.self, UndoCommand.self, RedoCommand.self,
    SetCommand.self, ShowCommand.self, HelpCommand.self, AproposCommand.self, QuitCommand.self,
] }
