import DeleteIcon from '@mui/icons-material/Delete';
import EditIcon from '@mui/icons-material/Edit';
import { IconButton, List, ListItem, ListItemText, Stack, Tooltip, Typography } from '@mui/material';
import { errorMessage } from '../../../lib/api-client';
import { useNotice } from '../../../lib/ui/notice/useNotice';
import { useDeleteItem } from './api';
import { CONTENT_ADMIN_TEXTS as T } from './texts';

export interface ListedItem {
  id: string;
  name: string;
  detail: string;
}

interface ItemListProps {
  items: ListedItem[];
  kind: 'relaxation' | 'binaural';
  onEdit: (id: string) => void;
}

/** The items of one kind, each with edit and (confirmed) delete. */
export function ItemList({ items, kind, onEdit }: ItemListProps) {
  const remove = useDeleteItem();
  const notice = useNotice();
  if (items.length === 0) return <Typography color="text.secondary">{T.empty}</Typography>;

  const confirmAndDelete = (item: ListedItem) => {
    if (!window.confirm(T.confirmDelete(item.name))) return;
    remove.mutate(
      { kind, id: item.id },
      { onSuccess: () => notice.success(T.deleted), onError: (error) => notice.error(errorMessage(error, T.failed)) },
    );
  };

  return (
    <List dense disablePadding>
      {items.map((item) => (
        <ListItem key={item.id} divider disableGutters>
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center', width: '100%' }}>
            <ListItemText primary={item.name} secondary={item.detail} sx={{ minWidth: 0 }} />
            <Stack direction="row" sx={{ flexShrink: 0 }}>
              <Tooltip title={T.edit}>
                <IconButton aria-label={`${T.edit}: ${item.name}`} onClick={() => onEdit(item.id)}>
                  <EditIcon />
                </IconButton>
              </Tooltip>
              <Tooltip title={T.delete}>
                <IconButton
                  aria-label={`${T.delete}: ${item.name}`}
                  onClick={() => confirmAndDelete(item)}
                  disabled={remove.isPending}
                >
                  <DeleteIcon />
                </IconButton>
              </Tooltip>
            </Stack>
          </Stack>
        </ListItem>
      ))}
    </List>
  );
}
