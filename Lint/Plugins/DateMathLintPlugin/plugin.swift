import PackagePlugin
@main struct P: CommandPlugin { func performCommand(context: PluginContext, arguments: [String]) async throws {} }
